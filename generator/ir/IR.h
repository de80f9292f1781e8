//===- IR.h - rsgpu-gen's typed CFG ---------------------------*- C++ -*-===//
//
// The IR the analyses and the emitter share. One function per kernel or
// device function; typed locals with user names; places with projections;
// explicit operations whose Rust semantics are spelled out (wrapping vs
// unchecked vs overflow-checked arithmetic, shift amounts masked to the bit
// width, saturating float->int casts, slice length as an operation). Calls
// are resolved: to a function of the module, or to an intrinsic named by the
// call table. Unwinding does not exist on the device: cleanup blocks and
// unwind edges are dropped, and every failure path ends in `panic`.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_IR_H
#define RSGPU_IR_IR_H

#include "llvm/Support/SMLoc.h"
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rsgpu::ir {

using Loc = llvm::SMLoc;

struct Type {
  enum Kind {
    Unit, Bool, Int, Float, Char, Never, Str,
    Ref, Ptr, Slice, Array, Tuple,
    Struct,      ///< a gpu_struct! (name)
    Option,      ///< core::option::Option<elem>
    Result,      ///< core::result::Result<elem, elem> (compare_exchange), or
                 ///< Result<elem, name> (name: TryFromIntError), or any
                 ///< other Result<elems[0], elems[1]> (name: Result) and
                 ///< ControlFlow<elems[1], elems[0]> (name: ControlFlow):
                 ///< isGeneralResult()
    Range,       ///< core::ops::Range<elem>
    Ordering,    ///< core::sync::atomic::Ordering
    SharedArray, ///< rsgpu::SharedArray<elem, len>
    Atomic,      ///< rsgpu::Atomic<elem, scope> (scope in name)
    Iter,        ///< a core iterator (name): `Rev`/`StepBy` over the
                 ///< iterator elem, `array::IntoIter` of elem items (len)
  };
  Kind kind = Unit;
  unsigned bits = 0;      ///< Int/Float width (usize/isize: 64)
  bool isSigned = false;
  bool isMut = false;     ///< Ref/Ptr
  bool isSize = false;    ///< usize/isize
  const Type *elem = nullptr;
  uint64_t len = 0;       ///< Array/SharedArray
  /// SharedArray: a 2-D tile `SharedArray<[elem; cols], len / cols>`, held
  /// flat (len elements, row-major); 0 for a 1-D array.
  uint64_t cols = 0;
  std::vector<const Type *> elems; ///< Tuple
  std::string name;       ///< Struct name; Atomic scope; Iter kind
  /// Struct: known to take at least one byte in Rust (a field that does;
  /// TypeContext::markSizedStructs once the module is built). A slice of a
  /// zero-sized type can be longer than isize::MAX.
  bool sized = false;

  std::string str() const;
  bool isInteger() const { return kind == Int; }
  bool isFloat() const { return kind == Float; }
  bool isScalar() const { return kind == Int || kind == Float || kind == Bool || kind == Char; }
  /// A Result or ControlFlow held as rsgpu::rust::Result<elems[0], elems[1]>
  /// (variant 0: Ok/Continue of elems[0], variant 1: Err/Break of elems[1]).
  bool isGeneralResult() const { return kind == Result && elems.size() == 2; }
};

struct StructDef;

/// Whether a value of `t` takes a byte in Rust (a slice of it then holds at
/// most isize::MAX elements); a struct by `Type::sized`.
bool takesBytes(const Type *t);

/// Interns types: equal types are the same pointer.
class TypeContext {
public:
  const Type *get(const Type &proto);
  const Type *unit() { return get(Type{}); }
  const Type *boolean();
  const Type *integer(unsigned bits, bool isSigned, bool isSize = false);
  const Type *floating(unsigned bits);
  const Type *tuple(std::vector<const Type *> elems);
  /// Sets `sized` on every struct type: a struct is zero-sized in Rust when
  /// every field is (no field, zero-length arrays, zero-sized structs).
  void markSizedStructs(const std::vector<StructDef> &structs);

private:
  std::map<std::string, std::unique_ptr<Type>> interned;
};

struct Field {
  std::string name;
  const Type *type = nullptr;
  uint64_t offset = 0;
};

/// A `#[repr(C)]` struct declared with `rsgpu::gpu_struct!`.
struct StructDef {
  std::string name;
  Loc loc;
  std::vector<Field> fields;
  uint64_t size = 0, align = 1;
  /// A closure's captures (`{closure@f.rs:8:22: 8:30}`): fields may be
  /// references; never crosses the launch boundary.
  bool closure = false;
  /// A struct of the crate that is no gpu_struct! (ir/PlainStructs.cpp):
  /// Rust's layout, thread-private, never a launch argument.
  bool plain = false;
  /// A closure's body (its MIR path), when a core function calls it
  /// (`iter().map(|v| ..)`, `fold`): the emitter binds it to the captures.
  std::string body = {};
  /// O3 core internals: a closure core defines, or a core function item
  /// used as one (ir/CoreClosures.def): the C++ function object
  /// (rsgpu/rust/core_fold.hpp); no fields. `parts`: the StructDefs of the
  /// callables it captured, its template arguments.
  std::string coreFn = {};
  std::vector<std::string> parts = {};
  /// An enum of the crate whose variants carry data (ir/DataEnums.cpp),
  /// held as a struct of per-variant payloads: field 0 is the tag (rustc's
  /// discriminant, of the enum's repr type), then every variant's fields in
  /// declaration order (`Rect_w`); `(x as Rect).1` is the field
  /// `variants[Rect].first + 1`. Also `plain`: thread-private, no C layout.
  struct Variant {
    std::string name;
    uint64_t discr = 0; ///< two's complement over 64 bits
    unsigned first = 0, count = 0;
  };
  std::vector<Variant> variants = {};
  bool isEnum() const { return !variants.empty(); }
  const Variant *variant(const std::string &n) const {
    for (const Variant &v : variants)
      if (v.name == n)
        return &v;
    return nullptr;
  }
  /// coreFn: its callables' results decide how often it calls them
  /// (`filter_fold`, `all`'s check: CoreClosures.def's `Results`).
  bool coreFnResultsDecide = false;
};

/// Size and alignment under `#[repr(C)]` on a 64-bit target; nullopt for
/// types without a C layout.
std::optional<std::pair<uint64_t, uint64_t>>
layoutOf(const Type *t, const std::vector<StructDef> &structs);

struct Projection {
  enum Kind { Deref, Field, Index, ConstIndex, Subslice, Downcast };
  Kind kind = Deref;
  unsigned index = 0;     ///< Field number / Index local / Downcast variant
  uint64_t offset = 0, end = 0; ///< ConstIndex offset & min length; Subslice from/to
  bool fromEnd = false;
  const Type *type = nullptr; ///< type of the place after this projection
};

struct Place {
  unsigned local = 0;
  std::vector<Projection> projs;
  const Type *type = nullptr;
  bool isLocal() const { return projs.empty(); }
};

struct Constant {
  /// ConstItem: a `const` item of the crate that its own MIR body computes,
  /// lowered as a function of the module named `text` (`const NAME`).
  enum Kind { Int, Float, Bool, Char, Unit, Str, Zst, Named, Variant, ConstItem };
  Kind kind = Unit;
  uint64_t bits = 0;     ///< Int magnitude (see negative), Bool, Char
  bool negative = false;
  std::string text; ///< Float literal, Str contents, Named path, Variant;
                    ///< Int of a u128/i128 whose magnitude needs more
                    ///< than 64 bits: its decimal digits (`bits` is
                    ///< then saturated, UINT64_MAX)
};

struct Value {
  enum Kind { Copy, Move, Const };
  Kind kind = Copy;
  Place place;
  Constant constant;
  const Type *type = nullptr;
  /// The local this operand reads whole (`_3`: no projection), if it does.
  std::optional<unsigned> wholeLocal() const {
    if (kind == Const || !place.isLocal())
      return std::nullopt;
    return place.local;
  }
};

enum class Opcode {
  Copy,
  // integer arithmetic: .wrap (MIR Add) / .unchecked (AddUnchecked: UB on
  // overflow) / .overflow (AddWithOverflow: returns (T, bool))
  AddWrap,
  SubWrap,
  MulWrap,
  AddUnchecked,
  SubUnchecked,
  MulUnchecked,
  AddOverflow,
  SubOverflow,
  MulOverflow,
  // AddWithOverflow whose wrapped value may be read with the flag untested
  // (`overflowing_add` at opt-level 3: ir/OverflowFlags.cpp): (T, bool),
  // the value wrapping like .wrap
  AddFlagged,
  SubFlagged,
  MulFlagged,
  SDiv,
  UDiv,
  SRem,
  URem,
  And,
  Or,
  Xor,
  /// MIR Shl/Shr: the amount is masked to bits-1 (flag `shiftMask`).
  Shl,
  LShr,
  AShr,
  ShlUnchecked,
  LShrUnchecked,
  AShrUnchecked,
  FAdd,
  FSub,
  FMul,
  FDiv,
  FRem,
  FNeg,
  Eq,
  Ne,
  Lt,
  Le,
  Gt,
  Ge,
  Cmp3, // signedness/floatness from the operand type
  Neg,
  Not,
  IntMin,
  IntMax,
  FMin,
  FMax,
  // casts
  ZExt,
  SExt,
  Trunc,
  Retype,
  FpToSiSat,
  FpToUiSat,
  SiToFp,
  UiToFp,
  FpExt,
  FpTrunc,
  Bitcast,
  PtrCast,
  Unsize,
  // memory and aggregates
  Len,
  Ref,
  RefMut,
  AddrOf,
  AddrOfMut,
  PtrOffset,
  PtrFromParts,
  Discriminant,
  Tuple,
  Array,
  Repeat,
  StructLit,
  OptionSome,
  OptionNone,
  RangeLit,
  SizeOf,
  AlignOf,
  UbChecks,
  Assume,
  // calls
  Intrinsic, ///< `call` is the operation (`callee` its IR name)
  Call,      ///< a function of this module
};

const char *opcodeName(Opcode op);

/// Integer +, - and * in any flavour (wrapping, unchecked, overflow pair).
inline bool isAddOp(Opcode op) {
  return op == Opcode::AddWrap || op == Opcode::AddUnchecked ||
         op == Opcode::AddOverflow || op == Opcode::AddFlagged;
}
inline bool isSubOp(Opcode op) {
  return op == Opcode::SubWrap || op == Opcode::SubUnchecked ||
         op == Opcode::SubOverflow || op == Opcode::SubFlagged;
}
inline bool isMulOp(Opcode op) {
  return op == Opcode::MulWrap || op == Opcode::MulUnchecked ||
         op == Opcode::MulOverflow || op == Opcode::MulFlagged;
}

/// The operation of an `Intrinsic` instruction: one enumerator per operation
/// of ir/Calls.def (the one table of calls; CallTable.h describes each).
enum class Call : uint16_t {
  None,
#define RSGPU_CALL(Id, ...) Id,
#define RSGPU_PENDING_CALL(Id, ...) Id,
#define RSGPU_MATH(Id, Name) Id,
#define RSGPU_INTRINSIC(Id, ...) Id,
#define RSGPU_CORE_FN(Id, ...) Id,
#include "ir/Calls.def"
};

struct Inst {
  Loc loc;
  Opcode op = Opcode::Copy;
  std::optional<Place> dest; ///< nullopt for calls whose result is `()` and unused
  std::vector<Value> args;
  Place src;                 ///< Ref/AddrOf/Len/Discriminant place operand
  const Type *type = nullptr; ///< result type (Cast: target)
  unsigned shiftMask = 0;    ///< Shl/LShr/AShr: amount & shiftMask
  Call call = Call::None;    ///< Intrinsic: the operation
  std::string callee;        ///< Intrinsic: its IR name; Call: the function
  std::vector<std::string> typeArgs; ///< generic arguments of the callee
  uint64_t count = 0;        ///< Repeat count
  /// Program position (numberInsts: blocks in order, then instructions):
  /// the order analyses visit and report instructions in (ByPosition).
  unsigned pos = 0;
};

/// Instructions in program order: sets and maps of them iterate the same
/// way in every build (ordered by address, what an analysis reported first
/// depended on where the allocator put each block's instructions). Ties
/// (unnumbered IR built by hand in tests) fall back to the address.
struct ByPosition {
  bool operator()(const Inst *a, const Inst *b) const {
    return a->pos != b->pos ? a->pos < b->pos : std::less<const Inst *>()(a, b);
  }
};
using InstSet = std::set<const Inst *, ByPosition>;
template <class V> using InstMap = std::map<const Inst *, V, ByPosition>;

struct Terminator {
  enum Kind { Br, Switch, Return, Unreachable, Assert, Panic };
  Kind kind = Unreachable;
  Loc loc;
  Value cond; ///< Switch discriminant / Assert condition
  std::vector<std::pair<uint64_t, unsigned>> cases;
  unsigned target = 0; ///< Br / Assert success / Switch otherwise
  bool expected = true; ///< Assert: the condition must equal this
  std::string message;  ///< Assert / Panic message
  std::vector<Value> args; ///< Panic message arguments (assert operands)
  /// The blocks control may go to next (none for Return/Unreachable/Panic).
  std::vector<unsigned> successors() const {
    std::vector<unsigned> s;
    if (kind == Br || kind == Assert || kind == Switch)
      s.push_back(target);
    for (auto &c : cases)
      s.push_back(c.second);
    return s;
  }
};

struct Block {
  unsigned id = 0;
  std::vector<Inst> insts;
  Terminator term;
};

struct Local {
  unsigned id = 0;
  std::string name; ///< user name from debug info, "" if none
  const Type *type = nullptr;
  bool isArg = false;
};

struct Function {
  std::string name; ///< MIR path text
  Loc loc;
  bool isKernel = false;
  unsigned argCount = 0;
  std::vector<Local> locals; ///< indexed by MIR local id (holes: type null)
  std::vector<Block> blocks; ///< reachable non-cleanup blocks, by id
  const Type *returnType = nullptr;
  const Block *block(unsigned id) const;
};

/// A Rust `static` a kernel reads (`static LUT: [u32; 16] = [..]`): its
/// bytes, decoded from rustc's allocation dump, as scalars of `elem`.
struct StaticDef {
  std::string name;
  Loc loc;
  const Type *type = nullptr; ///< the static's type: a scalar or [scalar; N]
  const Type *elem = nullptr; ///< its scalar element type
  std::vector<uint64_t> values; ///< raw bits, one per element
  bool isConst = false;         ///< a `const` array item, not a `static`
};

struct Module {
  std::unique_ptr<TypeContext> types = std::make_unique<TypeContext>();
  std::vector<StructDef> structs;
  std::vector<StaticDef> statics;
  std::vector<Function> functions;
  const StructDef *findStruct(const std::string &name) const;
};

/// Numbers every instruction of `m` in program order (Inst::pos), once the
/// module is built: what ByPosition orders by.
void numberInsts(Module &m);

} // namespace rsgpu::ir

#endif
