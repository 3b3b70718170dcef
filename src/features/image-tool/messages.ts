/** The image tool's wording, as SPEC section 8 fixes it. */
export const messages = {
  blankKey: 'Please enter your Runware API key',
  serverError: 'An error occurred',
  connectionError: 'Connection error. Please try again.',
  generationFailed: 'Failed to generate image. Please check your API key and try again.',
  downloadFailed: 'Failed to download image',
  generated: 'Image generated successfully!',
  downloaded: 'Image downloaded!',
} as const;

export const defaultPrompt =
  'Professional junk removal worker in a clean green uniform polo and cap, smiling, carrying an old armchair ' +
  'to a company box truck in the driveway of a Scottsdale, Arizona home, desert landscaping, bright morning ' +
  'sun, photorealistic, natural colors, sharp focus';
