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

/// A function item passed where a closure goes (`fold(x, f32::max)`, a
/// generic `F: Fn(f32) -> f32` given `f32::abs`): rustc passes the bare path,
/// typed `fn(f32, f32) -> f32 {f32::<impl f32>::max}` in the callee's
/// generic arguments. Each becomes a capture-less closure whose body calls
/// the function (`outer::{closure#fnitemN}`, type `{closure@fn_item.rs:0:N:
/// 0:N}`), so it is called like any closure: core's `fold`/`map` bind it,
/// a generic fn is instantiated for it, and the call inside resolves through
/// the call tables. Only primitive parameter and return types
/// (ir/FnItemClosures.cpp); run before monomorphize().
void fnItemsAsClosures(mir::Module &m);

} // namespace rsgpu::ir

#endif
