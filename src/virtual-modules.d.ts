declare module 'virtual:settings-validators' {
  interface ValidateFunction {
    (data: unknown): boolean
    errors?: { instancePath: string; message?: string; keyword: string; params: unknown }[] | null
  }
  export const validateAppData: ValidateFunction
  export const moduleSettingsValidators: Record<string, ValidateFunction>
}
