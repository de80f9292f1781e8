//===- Build.h - `rsgpu-gen build` -----------------------------*- C++ -*-===//
#ifndef RSGPU_DRIVER_BUILD_H
#define RSGPU_DRIVER_BUILD_H

#include "support/Diagnostics.h"
#include "llvm/Support/CommandLine.h"

namespace rsgpu::driver {

/// `rsgpu-gen build k.rs|k.mir --mode aot|jit|rdc|host --arch sm_80,sm_90
/// -o DIR`: rustc --emit=mir (for .rs), translate, then the mode's artifacts.
extern llvm::cl::SubCommand buildCmd;
int runBuild(DiagFormat format);

} // namespace rsgpu::driver

#endif
