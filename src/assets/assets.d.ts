// webpack's asset/resource rule turns an imported image into its URL (jest maps it to a stub).
declare module '*.svg' {
  const url: string;
  export default url;
}
