/**
 * The fonts the PDF writer embeds (pdf.server.ts), read by path from this
 * package rather than imported: so no trace of imports finds them, and
 * scripts/runtime-files.ts copies them into the Docker image by these names.
 */
export const PDF_FONT_PACKAGE = "@expo-google-fonts/noto-sans";
export const PDF_FONT_FILES = {
  regular: "400Regular/NotoSans_400Regular.ttf",
  bold: "700Bold/NotoSans_700Bold.ttf",
} as const;
