/** Year of the build, for the copyright line (DECISIONS.md: current year at build time). */
declare const __BUILD_YEAR__: number;
