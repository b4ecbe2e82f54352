declare module 'virtual:settings-validators' {
  // An ambient module cannot import by a relative path, and a top-level import would make this
  // file a module (then 'virtual:settings-validators' could not be declared): an import() type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type ModuleSettingsMap = import('./shared/settings/modules.ts').ModuleSettingsMap

  /** ajv's compiled validator: a type guard, as ajv's own `ValidateFunction<T>`. */
  interface ValidateFunction<T = unknown> {
    (data: unknown): data is T
    errors?: { instancePath: string; message?: string; keyword: string; params: unknown }[] | null
  }
  export const validateAppData: ValidateFunction
  /**
   * One per schemas/modules/<name>.json. It fills the schema's defaults in place (ajv's
   * useDefaults), so data that passes is the module's resolved settings type.
   */
  export const moduleSettingsValidators: {
    [N in keyof ModuleSettingsMap]: ValidateFunction<ModuleSettingsMap[N]>
  }
}

/** The app-data shape check's version (vite.config.ts `define`; see core/state/app-data.ts). */
declare const __APP_DATA_SHAPE__: string | undefined
