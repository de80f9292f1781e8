//===- Printer.h - readable text of the IR --------------------*- C++ -*-===//
#ifndef RSGPU_IR_PRINTER_H
#define RSGPU_IR_PRINTER_H

#include "ir/IR.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

namespace rsgpu::ir {

/// Prints `m` as `rsgpu-gen parse --dump-ir` shows it (golden tests compare
/// this text). With `sm`, each function notes its `line:col` in the .mir.
void printModule(const Module &m, llvm::raw_ostream &os,
                 llvm::SourceMgr *sm = nullptr);

} // namespace rsgpu::ir

#endif
