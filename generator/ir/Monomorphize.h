//===- Monomorphize.h - one MIR body per generic instance -----*- C++ -*-===//
#ifndef RSGPU_IR_MONOMORPHIZE_H
#define RSGPU_IR_MONOMORPHIZE_H

#include "mir/AST.h"
#include <map>
#include <string>

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

/// Substitutes `s` (a type parameter's name or a closure type's text ->
/// its type) in every type, path and constant of `it`'s body, as
/// monomorphize() does for an instance.
void substituteItem(mir::Item &it,
                    const std::map<std::string, mir::TypeP> &s);

/// O3: a closure defined in a generic fn that rustc inlined into a concrete
/// body at one or more types, its own item left generic (`fn
/// sum_sq::{closure#0}(_1: &mut {closure@..}, _2: &T) -> T`), reached
/// through core's closures (`map_fold<&f32, f32, f32, {closure@..}, ..>`):
/// each use gets an instance of the closure at the types core calls it with
/// (ir/InlinedClosures.cpp). Run after monomorphize().
void instantiateInlinedClosures(mir::Module &m);

} // namespace rsgpu::ir

#endif
