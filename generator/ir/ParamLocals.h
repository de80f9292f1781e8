//===- ParamLocals.h - a parameter's local holds only the parameter -*- C++ -*-===//
#ifndef RSGPU_IR_PARAMLOCALS_H
#define RSGPU_IR_PARAMLOCALS_H

#include "ir/IR.h"

namespace rsgpu::ir {

/// rustc (O3: copy and destination propagation; O0: `mut` parameters) may
/// assign a parameter's local in the body: `let m = if c { n } else {
/// y.len() }` becomes `n = y.len()` on one path. The analyses take a
/// parameter local to be the parameter everywhere (invariant, its launch
/// value, a slice parameter's length). So every parameter local that the
/// body assigns (whole or in part) or borrows mutably gets a fresh local
/// for all of its uses, copied from the parameter at entry: the parameter
/// local then holds only the incoming value, and the fresh one is an
/// ordinary local with several definitions. Returns how many were split.
unsigned splitReassignedParams(Function &f);

} // namespace rsgpu::ir

#endif
