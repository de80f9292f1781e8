//===- Translate.h - `rsgpu-gen translate` --------------------*- C++ -*-===//
#ifndef RSGPU_DRIVER_TRANSLATE_H
#define RSGPU_DRIVER_TRANSLATE_H

#include "support/Diagnostics.h"
#include "llvm/Support/CommandLine.h"

namespace rsgpu::driver {

/// `rsgpu-gen translate FILE.mir [-o OUT] [--emit=cuda|ir]`: parse, build
/// the IR, run the safety analyses, emit CUDA C++ (or the IR).
extern llvm::cl::SubCommand translateCmd;
int runTranslate(DiagFormat format);

} // namespace rsgpu::driver

#endif
