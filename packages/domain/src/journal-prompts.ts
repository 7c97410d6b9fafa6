// Journal prompts chosen by type.
export {};
