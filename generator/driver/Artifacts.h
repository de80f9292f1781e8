//===- Artifacts.h - entries, manifest and headers of a build --*- C++ -*-===//
//
// Text derived from the emitted module: the C-linkage entry points that the
// loaders (rsgpu::jit, AOT fatbins) and device linking use, the manifest that
// names them, and the declarations a hand-written RDC translation unit needs.
// The signatures are the emitter's own (emit::EmittedModule), never read
// back from the .cu text.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_DRIVER_ARTIFACTS_H
#define RSGPU_DRIVER_ARTIFACTS_H

#include "emit/Emitter.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace rsgpu::driver {

using KernelSig = emit::EmittedFunction;

/// `extern "C" __global__ void rsgpu_kernel_K(...)` per kernel and, for
/// relocatable device code (`rdc`), `extern "C" __device__ void
/// rsgpu_device_K(rsgpu::Thread, ...)` per kernel and `extern "C" __device__
/// RET rsgpu_device_fn_F(rsgpu::Thread, ...)` per device function in `fns`.
std::string entryPoints(const std::vector<KernelSig> &ks, bool rdc,
                        const std::vector<KernelSig> &fns = {});

/// `rsgpu-manifest 2`, the kernel source file, then per kernel
/// `kernel K rsgpu_kernel_K T1|T2|...` and one `require K TEST MESSAGE` line
/// per check of its launch requirement (rsgpu::jit::Manifest reads it,
/// rsgpu::jit::launch checks them on the host: rsgpu/jit/manifest.hpp).
std::string manifest(const std::vector<KernelSig> &ks, llvm::StringRef source);

/// Declarations of the rsgpu_device_K and rsgpu_device_fn_F functions for
/// hand-written CUDA C++.
std::string deviceHeader(const std::vector<KernelSig> &ks,
                         const std::vector<KernelSig> &fns,
                         llvm::StringRef stem);

} // namespace rsgpu::driver

#endif
