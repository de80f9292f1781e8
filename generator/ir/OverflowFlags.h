//===- OverflowFlags.h - which `.overflow` values are exact -----*- C++ -*-===//
//
// rustc's `AddWithOverflow` (`Sub`, `Mul`) yields (wrapped value, overflow
// flag). The analyses take an `.overflow` operation's value as the
// mathematical one; that holds only where the flag was tested first
// (OverflowFlags.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_OVERFLOWFLAGS_H
#define RSGPU_IR_OVERFLOWFLAGS_H

#include "ir/IR.h"

namespace rsgpu::ir {

/// Turns every `.overflow` operation of `f` whose wrapped value may be read
/// without its flag tested first into the `.flagged` operation of the same
/// arithmetic (wrapping, with the flag): `overflowing_mul` at opt-level 3.
void markFlaggedOverflows(Function &f);

} // namespace rsgpu::ir

#endif
