/**
 * Stands in for three.js's meshopt decoder (three/examples/jsm/libs/meshopt_decoder.module.js), which
 * model-viewer imports: that module compiles WebAssembly as soon as it loads, which the shop's CSP
 * refuses (script-src has no 'wasm-unsafe-eval'), and an unhandled rejection would follow every time the
 * room view opens. model-viewer uses the decoder only for meshopt-compressed models once a decoder
 * location is set; the shop's canvas models are plain glTF and no location is ever set.
 */
export const MeshoptDecoder = {
  supported: false,
  ready: Promise.resolve(),
  decodeVertexBuffer: unsupported,
  decodeIndexBuffer: unsupported,
  decodeIndexSequence: unsupported,
  decodeGltfBuffer: unsupported,
  useWorkers: () => {},
  decodeGltfBufferAsync: () => Promise.reject(new Error('meshopt-compressed models are not supported')),
};

function unsupported(): never {
  throw new Error('meshopt-compressed models are not supported');
}
