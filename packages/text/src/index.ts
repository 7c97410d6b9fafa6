// @groeipad/text: language-aware search and sentiment on the device.
export {};
