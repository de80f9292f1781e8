//===- FnBuilder.h - lowering one MIR body (ir/ private) --------*- C++ -*-===//
//
// The builder of one function: Builder.cpp (statements, terminators, calls,
// the module), BuildValues.cpp (places, operands, constants, rvalues),
// CoreCmpDefaults.cpp (core's comparisons over a crate's impls) and
// CoreTryConvert.cpp (`?` converting an error through From).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_FNBUILDER_H
#define RSGPU_IR_FNBUILDER_H

#include "ir/IR.h"
#include "ir/TypeMapper.h"
#include "mir/AST.h"
#include "support/Diagnostics.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rsgpu::ir::detail {

struct Abort {};

class FnBuilder {
public:
  FnBuilder(const mir::Item &item, const mir::Module &mm, Module &mod,
            TypeMapper &tm, DiagEngine &diags,
            const std::map<std::string, const mir::Item *> &userFns,
            std::set<const mir::Item *> &wanted)
      : item(item), mm(mm), mod(mod), tm(tm), diags(diags), userFns(userFns),
        wanted(wanted) {}

  std::optional<Function> build();

private:
  [[noreturn]] void fail(Loc loc, llvm::StringRef code, const llvm::Twine &msg,
                         std::vector<std::string> notes = {}) {
    diags.error(loc, code, msg, std::move(notes));
    throw Abort{};
  }
  const Type *mapType(const mir::TypeP &t, Loc loc, llvm::StringRef what);
  Place place(const mir::Place &p);
  bool noDropGlue(const Type *t, unsigned depth = 0) const;
  bool mayImplDrop(const StructDef &s) const;
  Value value(const mir::Operand &o, const Type *expected = nullptr);
  Value constant(const mir::ConstVal &c, const Type *expected, Loc loc);
  /// A struct or tuple constant whose fields are scalars (`const
  /// Range::<usize> { start: 0_usize, end: 32_usize }`, `const (0f32,
  /// 1f32)`: what rustc prints for values it folded): built into a fresh
  /// local of the current block as the aggregate rustc would have written
  /// at O0, the operand a copy of it. Fails (RG0102) outside a block.
  /// RG0102 when `c` holds a NaN rustc folded (sign and payload not printed).
  void refuseFoldedNaN(const mir::ConstVal &c, Loc loc);
  Value aggregateConstant(const mir::ConstVal &c, const Type *expected,
                          Loc loc);
  /// The StructDef of an enum with data (ir/DataEnums.cpp) `t` is, or null.
  const StructDef *enumDef(const Type *t) const;
  /// Whether a value of `t` holds such an enum (in a field, an element,
  /// behind a pointer).
  bool holdsDataEnum(const Type *t, unsigned depth = 0) const;
  /// `E::V(a, b)` / `E::V { x: a }` / `E::U` of an enum with data: a struct
  /// literal of the tag, the variant's fields from `operands`, the other
  /// variants' zero (`in.dest` of type `t`).
  void enumAggregate(const StructDef &sd, const Type *t,
                     const std::string &variant,
                     const std::vector<mir::Operand> &operands,
                     const std::vector<std::string> &fieldNames, Inst &in,
                     Loc loc);
  /// The tag of variant `v` of `sd`: its discriminant as a constant.
  Value enumTag(const StructDef &sd, const StructDef::Variant &v);
  /// The enum type a constant's path `E::V` / `E::<A>::V` names, or null.
  const Type *enumOfVariantPath(const mir::Path &p);
  void assign(const mir::Statement &s, Block &b);
  /// `_x = const f::promoted[0]` of a `&value`: ir/Promoted.cpp.
  bool promotedRef(const mir::Statement &s, Block &b);
  /// A call's operand `const f::promoted[0]` (O3's
  /// `slice_contains(const promoted[0], s)`): the same value and a fresh
  /// local holding its reference, the operand a copy of that; nullopt
  /// where `o` is no promoted reference.
  std::optional<Value> promotedOperand(const mir::Operand &o, Loc loc,
                                       Block &b);
  Place promotedValue(const mir::Item &it, const mir::Statement &def, Loc loc,
                      Block &b);
  void rvalue(const mir::Rvalue &rv, Inst &in, Loc loc);
  void terminator(const mir::Terminator &t, Block &b);
  void call(const mir::Terminator &t, Block &b);
  void nameLocals(const mir::Body &body);
  /// A core iterator built in place by rustc's inlined constructor at O3
  /// (`Chunks { v, chunk_size }`, `Map { iter, f }`): what the constructor
  /// makes (ir/CoreIterValues.cpp). False: not one of those.
  bool coreIterAggregate(const mir::Rvalue &rv, Inst &in, const Type *destTy);
  /// The user closures among `args` (and those a core closure captured)
  /// get their bodies lowered and bound (StructDef::body), for a core
  /// function (`map`, `fold`) that calls them (ir/CoreIterValues.cpp).
  void bindClosureBodies(const std::vector<Value> &args);
  /// `s.is_empty()` of a slice reference as `len s == 0` (a length, as the
  /// analyses read `s.len()`): appends both to `b`; false when `args` is no
  /// slice reference (then it stays the call).
  bool lowerIsEmpty(const Inst &in, const std::vector<Value> &args,
                    const Type *destTy, Block &b);
  /// `y.first_mut()` / `y.last_mut()` of a `&mut [T]` as `y.get_mut(k)`,
  /// `k` a local holding 0 / `len y - 1` (wrapping: `get_mut` of an empty
  /// slice is None either way): appends them to `b`; false when `args` is
  /// no `&mut` slice.
  bool lowerFirstLastMut(const Inst &in, Call call,
                         const std::vector<Value> &args, const Type *destTy,
                         Block &b);
  /// The body of the closure with key `key` (TypeMapper::closureKey): the
  /// closure item it defines (`outer::{closure#N}`, whose first parameter is
  /// the closure itself), never another fn whose first parameter merely has
  /// the closure's type (a generic fn's instance `peek(_1: &{closure@..})`).
  /// Null when there is none (ir/CoreIterValues.cpp).
  const mir::Item *closureBody(const std::string &key) const;
  /// Every type and trait path rustc prints in the module (ImplMatch.h),
  /// computed once per module.
  const PrintedPaths &printed() const;
  const mir::Item *ownMethod(const mir::Path &p, const std::vector<Value> &args,
                             const Type *destTy, Loc loc);
  /// core's comparisons of a crate type made of its own `partial_cmp` /
  /// `cmp` (PartialOrd's default `lt`.., Ord's default `max`/`min`,
  /// `core::cmp::max`/`min`): appends the call and the test or pick to `b`;
  /// false when `p` is none of them (ir/CoreCmpDefaults.cpp).
  bool coreCmpDefault(const mir::Path &p, std::vector<Value> &args, Inst &in,
                      const Type *destTy, Loc loc, Block &b);
  /// `?`'s `from_residual` converting the error through the crate's `impl
  /// From<F> for E` (opt-level 0): the residual's error, the crate's `from`,
  /// `Err(..)`, appended to `b`; false for the identity and for Option
  /// (ir/CoreTryConvert.cpp).
  bool fromResidualConvert(const mir::Path &p, std::vector<Value> &args,
                           Inst &in, const Type *destTy, Loc loc, Block &b);
  /// A new local of `t` in the function being built, as a place.
  Place freshLocal(const Type *t);
  /// An operand that copies `pl`.
  static Value copyOf(const Place &pl);

  const mir::Item &item;
  const mir::Module &mm;
  Module &mod;
  TypeMapper &tm;
  DiagEngine &diags;
  const std::map<std::string, const mir::Item *> &userFns;
  std::set<const mir::Item *> &wanted;
  Function f;
  /// The block whose statements are being lowered (aggregateConstant
  /// appends to it); null outside blocks (const items' arrays, statics).
  Block *cur = nullptr;
  /// Locals that only format a panic message (FmtPanics.h): not lowered.
  std::set<unsigned> erased;
};

} // namespace rsgpu::ir::detail

#endif
