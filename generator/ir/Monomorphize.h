//===- Monomorphize.h - one MIR body per generic instance -----*- C++ -*-===//
#ifndef RSGPU_IR_MONOMORPHIZE_H
#define RSGPU_IR_MONOMORPHIZE_H

#include "mir/AST.h"

namespace rsgpu::ir {

/// rustc prints a generic fn of the crate once, with its parameters' names
/// (`fn lerp(_1: T, ..) -> T`, `fn checksum(_1: impl Iterator<Item = u32>)`,
/// a trait's default method over `Self`), and each call with its
/// substitution (`lerp::<f32>(..)`, `<Rect as Shape>::scaled(..)`). This
/// pass gives every substitution reached from a non-generic body its own
/// copy of the body with the types substituted (`lerp_f32`), and makes the
/// call name that copy. Afterwards nothing of the crate is generic, so the
/// IR builder, the call tables (`<f32 as Add>::add`), the closure calls and
/// the analyses see concrete types and the closures actually called.
/// A generic fn that got instances is replaced by them (in file order).
void monomorphize(mir::Module &m);

} // namespace rsgpu::ir

#endif
