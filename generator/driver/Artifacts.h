//===- Artifacts.h - entries, manifest and headers of a build --*- C++ -*-===//
//
// Text derived from the emitted .cu: the C-linkage entry points that the
// loaders (rsgpu::jit, AOT fatbins) and device linking use, the manifest that
// names them, and the declarations a hand-written RDC translation unit needs.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_DRIVER_ARTIFACTS_H
#define RSGPU_DRIVER_ARTIFACTS_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace rsgpu::driver {

struct Param {
  std::string type, name;
};
struct KernelSig {
  std::string name;
  std::vector<Param> params; ///< after the rsgpu::Thread
  std::string ret;           ///< device functions only ("" for kernels)
};

/// The kernels of an emitted file, read back from its functor declarations
/// (`struct K {` followed by `RSGPU_FN void operator()(rsgpu::Thread thread_,
/// ...) const`). nullopt if a functor's parameter list is malformed.
std::optional<std::vector<KernelSig>> scanKernels(llvm::StringRef cu);

/// The Rust device functions (non-kernel `fn`s) of an emitted file, read back
/// from `/// Rust device function` + `RSGPU_FN RET NAME(rsgpu::Thread thread_,
/// ...) {`.
std::optional<std::vector<KernelSig>> scanDeviceFns(llvm::StringRef cu);

/// `extern "C" __global__ void rsgpu_kernel_K(...)` per kernel and, for
/// relocatable device code (`rdc`), `extern "C" __device__ void
/// rsgpu_device_K(rsgpu::Thread, ...)` per kernel and `extern "C" __device__
/// RET rsgpu_device_fn_F(rsgpu::Thread, ...)` per device function in `fns`.
std::string entryPoints(const std::vector<KernelSig> &ks, bool rdc,
                        const std::vector<KernelSig> &fns = {});

/// `rsgpu-manifest 1`, the kernel source file, then one line per kernel:
/// `kernel K rsgpu_kernel_K T1|T2|...` (rsgpu::jit::Manifest reads it).
std::string manifest(const std::vector<KernelSig> &ks, llvm::StringRef source);

/// Declarations of the rsgpu_device_K and rsgpu_device_fn_F functions for
/// hand-written CUDA C++.
std::string deviceHeader(const std::vector<KernelSig> &ks,
                         const std::vector<KernelSig> &fns,
                         llvm::StringRef stem);

} // namespace rsgpu::driver

#endif
