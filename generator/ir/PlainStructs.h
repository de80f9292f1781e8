//===- PlainStructs.h - the crate's structs that are not gpu_struct!s -*- C++ -*-===//
#ifndef RSGPU_IR_PLAINSTRUCTS_H
#define RSGPU_IR_PLAINSTRUCTS_H

#include "ir/IR.h"
#include "ir/TypeMapper.h"
#include "mir/AST.h"
#include "support/Diagnostics.h"

namespace rsgpu::ir {

/// Declares each struct of the crate a kernel builds (`Circle { r: x }`)
/// that is no gpu_struct!: its fields as the aggregate names them (in
/// declaration order, as rustc prints them), their types as the operands
/// give them. Thread-private values (StructDef::plain).
void registerPlainStructs(const mir::Module &m, Module &mod, TypeMapper &tm);

/// The struct a path names: its last segment, and for a generic struct's
/// instance its arguments too (`V2<f32>` -> `V2_f32`).
std::string plainStructName(const mir::Path &p);

/// RG0106 for a kernel parameter that reaches a plain struct: Rust gives it
/// no C layout, so it cannot cross the launch boundary.
bool checkNoPlainStructParams(const Function &f, const Module &mod,
                              DiagEngine &diags);

} // namespace rsgpu::ir

#endif
