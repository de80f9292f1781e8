//===- Translate.h - `rsgpu-gen translate` --------------------*- C++ -*-===//
#ifndef RSGPU_EMIT_TRANSLATE_H
#define RSGPU_EMIT_TRANSLATE_H

#include "support/Diagnostics.h"
#include "llvm/Support/CommandLine.h"

namespace rsgpu::emit {

/// `rsgpu-gen translate FILE.mir [-o OUT] [--emit=cuda|ir]`: parse, build
/// the IR, run the safety analyses, emit CUDA C++ (or the IR).
extern llvm::cl::SubCommand translateCmd;
int runTranslate(DiagFormat format);

} // namespace rsgpu::emit

#endif
