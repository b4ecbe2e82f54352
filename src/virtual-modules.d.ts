declare module 'virtual:settings-validators' {
  // An ambient module cannot import by a relative path, and a top-level import would make this
  // file a module (then 'virtual:settings-validators' could not be declared): an import() type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type ModuleSettingsMap = import('./shared/settings/modules.ts').ModuleSettingsMap

  /** A validator shaped as ajv's compiled one (src/core/validation/settings.ts): a type guard. */
  interface ValidateFunction<T = unknown> {
    (data: unknown): data is T
    errors?: { instancePath: string; message?: string; keyword: string; params: unknown }[] | null
  }
  export const validateAppData: ValidateFunction
  /**
   * One per schemas/modules/<name>.json. It fills the schema's defaults in place (as ajv's
   * useDefaults), so data that passes is the module's resolved settings type.
   */
  export const moduleSettingsValidators: {
    [N in keyof ModuleSettingsMap]: ValidateFunction<ModuleSettingsMap[N]>
  }
}

/** The app-data shape check's version (vite.config.ts `define`; see core/state/app-data.ts). */
declare const __APP_DATA_SHAPE__: string | undefined
