/** vnu-jar ships no types: its main module is the path of the bundled vnu.jar. */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
