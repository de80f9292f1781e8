//===- AST.h - faithful syntax tree of rustc's MIR text -------*- C++ -*-===//
//
// The AST mirrors what `rustc --emit=mir` prints, one node per construct,
// each with the source position (an SMLoc into the .mir buffer). It does not
// resolve or type anything; ir/ does that.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_MIR_AST_H
#define RSGPU_MIR_AST_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rsgpu::mir {

using Loc = llvm::SMLoc;
struct Type;
using TypeP = std::shared_ptr<const Type>;

/// One `::`-separated segment: `Option`, `<impl at x.rs:1:2: 1:3>`,
/// `{closure#0}`, `promoted[0]`, with optional generic arguments.
struct PathSegment {
  std::string name;
  bool hasGenerics = false;
  bool turbofish = false; ///< written `name::<..>` (value paths)
  std::vector<TypeP> generics; ///< Types, consts and lifetimes.
};

/// A value or type path. `<Q as Trait>::rest` keeps Q in `qself` and the
/// trait in `trait`.
struct Path {
  Loc loc;
  TypeP qself;
  TypeP trait;
  std::vector<PathSegment> segments;

  /// Segment names joined by `::`, without generic arguments.
  std::string plain() const;
  /// The full text, generics included (canonical spacing).
  std::string str() const;
  const std::string &last() const;
};

struct Type {
  enum Kind {
    Named,    ///< path (incl. primitives): u32, Option<u32>, <T as Tr>::A
    Ref,      ///< &T, &mut T, &'a T
    Ptr,      ///< *const T, *mut T
    Slice,    ///< [T]
    Array,    ///< [T; N]
    Tuple,    ///< (), (T,), (T, U)
    Never,    ///< !
    FnPtr,    ///< fn(A) -> R (text kept in `text`)
    Opaque,   ///< {closure@..}, dyn Tr, impl Tr, fn-item types (text)
    Const,    ///< a const generic argument (text)
    Lifetime, ///< a lifetime generic argument (text)
  };
  Kind kind = Named;
  Loc loc;
  bool isMut = false;
  Path path;                  ///< Named
  std::vector<TypeP> elems;   ///< Ref/Ptr/Slice/Array: [0]; Tuple: all
  std::string text;           ///< Array length, FnPtr/Opaque/Const/Lifetime
  std::string lifetime;       ///< Ref

  std::string str() const;
  /// A path naming one of Rust's primitive scalar types (`u32`, `f64`,
  /// `bool`, `char`; one segment, no generic arguments).
  bool isPrimitive() const;
};

/// Whether `name` is one of Rust's primitive scalar types: the integers
/// (`u8` .. `u128`, `usize`, `i8` .. `i128`, `isize`), `f32`, `f64`, `bool`,
/// `char`.
bool isPrimitiveName(llvm::StringRef name);
/// Whether `name` is one of Rust's integer types.
bool isIntegerName(llvm::StringRef name);

/// A constant as printed after `const`.
struct ConstVal {
  enum Kind {
    Int,       ///< 3_u32, -1_i32, 5 (text + suffix)
    Float,     ///< 1.5f32, NaN_f32, +Inf_f64
    Bool,
    Char,      ///< text is the literal without quotes (escapes kept)
    Str,       ///< text is the unescaped string
    ByteStr,
    Unit,      ///< ()
    ZeroSized, ///< ZeroSized: T
    Alloc,     ///< {ALLOC0: &i32} / {alloc3: &str}
    Named,     ///< a path: C, core::num::<impl u32>::BITS, Option::<u32>::None
    Adt,       ///< Path { f: c } / Path(c, ..)
    Tuple,
    Array,
    Ref,       ///< &c
    Raw,       ///< {transmute(0x..): T} and other opaque forms (text)
  };
  Kind kind = Unit;
  Loc loc;
  std::string text;
  std::string suffix; ///< Int/Float type suffix ("u32", "f32"), may be empty
  bool negative = false;
  uint64_t bits = 0; ///< Int magnitude, Bool value, Char code point
  bool wide = false; ///< Int: the magnitude needs more than 64 bits (`bits`
                     ///< saturated; wideDigits exact)
  std::string wideDigits; ///< Int, wide: the magnitude in decimal
  TypeP type;        ///< ZeroSized/Alloc/Raw
  Path path;         ///< Named/Adt
  std::vector<std::string> fieldNames; ///< Adt with braces
  std::vector<ConstVal> elems;
};

struct Projection {
  enum Kind { Deref, Field, Index, ConstIndex, Subslice, Downcast, OpaqueCast, Subtype };
  Kind kind = Deref;
  unsigned field = 0;      ///< Field number; Index local
  TypeP type;              ///< Field type; OpaqueCast/Subtype
  uint64_t offset = 0, minLength = 0; ///< ConstIndex; Subslice from/to
  bool fromEnd = false;
  std::string variant;     ///< Downcast: `Some` or `variant#1`
};

struct Place {
  Loc loc;
  unsigned local = 0;
  std::vector<Projection> projs;
  std::string str() const;
};

struct Operand {
  enum Kind { Copy, Move, Plain, Const };
  Kind kind = Copy;
  Loc loc;
  Place place;
  std::shared_ptr<ConstVal> value; ///< Const only (boxed: most operands are places)
  std::string str() const;
};

struct Rvalue {
  enum Kind {
    Use, Repeat, Ref, RawPtr, Len, Cast, BinaryOp, CheckedBinaryOp, UnaryOp,
    NullaryOp, Discriminant, Aggregate, ShallowInitBox, CopyForDeref,
    ThreadLocalRef, WrapUnsafeBinder
  };
  enum AggKind { Tuple, Array, Adt, Closure, RawPtrAgg };
  Kind kind = Use;
  Loc loc;
  std::string op;   ///< BinOp/UnOp/NullOp/cast-kind name; Ref: "&", "&mut", "&fake shallow"...
  std::string opArgs; ///< Cast kind arguments: `Unsize, Implicit`
  std::vector<Operand> operands;
  Place place;      ///< Ref/RawPtr/Len/Discriminant/CopyForDeref
  TypeP type;       ///< Cast target, NullaryOp/ShallowInitBox type, RawPtr agg type
  AggKind agg = Tuple;
  Path adt;         ///< Adt aggregate path; Closure: text in `op`
  std::vector<std::string> fieldNames; ///< braced Adt/closure aggregates
  std::string count; ///< Repeat count text
};

struct Statement {
  enum Kind {
    Assign, StorageLive, StorageDead, FakeRead, SetDiscriminant, Deinit, Retag,
    PlaceMention, AscribeUserType, Coverage, Assume, CopyNonOverlapping,
    ConstEvalCounter, Nop, BackwardIncompatibleDropHint, DebugInfo
  };
  Kind kind = Assign;
  Loc loc;
  Place place;
  std::shared_ptr<Rvalue> rvalue; ///< Assign only (boxed: most statements are markers)
  std::vector<Operand> args; ///< Assume: [cond]; CopyNonOverlapping: src,dst,count
  std::string raw;           ///< FakeRead cause, Retag kind, AscribeUserType, DBG text...
  uint64_t variant = 0;      ///< SetDiscriminant
};

struct UnwindAction {
  enum Kind { None, Continue, Unreachable, Terminate, Cleanup };
  Kind kind = None;
  unsigned block = 0;
  std::string reason; ///< Terminate: "cleanup", "abi", "(panic in ...)"
};

struct SwitchCase {
  bool negative = false;
  uint64_t value = 0;
  std::string text;
  unsigned target = 0;
};

struct Terminator {
  enum Kind {
    Goto, SwitchInt, Return, Unreachable, UnwindResume, UnwindTerminate,
    Abort, Drop, Call, TailCall, Assert, Yield, CoroutineDrop, FalseEdge,
    FalseUnwind, InlineAsm
  };
  Kind kind = Unreachable;
  Loc loc;
  Operand discr;                  ///< SwitchInt / Assert condition
  std::vector<SwitchCase> cases;  ///< SwitchInt
  std::optional<unsigned> otherwise;
  std::optional<Place> dest;      ///< Call
  Operand func;                   ///< Call: Const(Named path) or local
  std::vector<Operand> args;      ///< Call / Assert message arguments
  std::optional<unsigned> target; ///< Goto/Drop/Call/Assert success/FalseEdge real
  std::optional<unsigned> imaginary; ///< FalseEdge
  UnwindAction unwind;
  bool expected = true;           ///< Assert: `assert(!c, ..)` expects false
  std::string msg;                ///< Assert message; InlineAsm text
  Place dropPlace;
  std::string reason;             ///< UnwindTerminate reason
};

struct BasicBlock {
  Loc loc;
  unsigned id = 0;
  bool cleanup = false;
  std::vector<Statement> stmts;
  Terminator term;
};

struct LocalDecl {
  Loc loc;
  unsigned id = 0;
  bool isMut = false;
  bool isArg = false;
  TypeP type;
  unsigned scope = 0;
  std::string userType; ///< `as UserTypeProjection {..}` text, if any
};

struct VarDebugInfo {
  Loc loc;
  unsigned scope = 0;
  std::string name;      ///< `x`, or composite text `((iter: R).0: u32)`
  bool composite = false;
  bool isConst = false;
  Place place;
  ConstVal value;
};

struct SourceScope {
  Loc loc;
  unsigned id = 0;
  unsigned parent = 0;
  std::string inlined; ///< callee path text when `(inlined ...)`
};

struct Body {
  std::vector<LocalDecl> locals; ///< sorted by id after parsing
  std::vector<VarDebugInfo> debugInfo;
  std::vector<SourceScope> scopes;
  std::vector<BasicBlock> blocks; ///< sorted by id after parsing
  const LocalDecl *local(unsigned id) const;
};

struct AllocDump {
  std::string name;   ///< alloc3 / ALLOC0
  std::string header; ///< text inside the parentheses
  uint64_t size = 0, align = 0;
  /// Bytes: 0..255 value, 0x100 uninitialised, 0x200 part of a pointer.
  std::vector<uint16_t> bytes;
};

struct Item {
  enum Kind { Fn, Const, Static, Alloc };
  Kind kind = Fn;
  Loc loc;
  Path name;
  bool anonymous = false; ///< anon const `_::{constant#1}: T = {..}` (no keyword)
  bool isMut = false;     ///< static mut
  bool ctfe = false;      ///< follows `// MIR FOR CTFE`
  TypeP type;             ///< Const/Static type; Fn return type
  std::optional<ConstVal> value; ///< `const X: T = const 3_u32;`
  std::optional<Body> body;
  AllocDump alloc;
  std::string headerComment; ///< `// MIR for `f` after X` text, if any
};

struct Module {
  std::string file;
  std::vector<Item> items;
};

/// `const _: &str = const "rsgpu::kernel NAME";` (the kernel! macro; MIR
/// carries no attributes) and the function it names.
struct KernelDecl {
  std::string name;
  llvm::SMLoc loc;
  const Item *fn = nullptr;
};

/// `const _: &str = const "rsgpu::struct NAME { f: T; ... }";` (the
/// gpu_struct! macro), its field types parsed as MIR types.
struct StructDecl {
  struct Field {
    std::string name;
    TypeP type;
    llvm::SMLoc loc; ///< of the field's type text
  };
  std::string name;
  llvm::SMLoc loc;
  std::vector<Field> fields;
};

/// The kernel! and gpu_struct! declarations of a module, in source order.
struct Declarations {
  std::vector<KernelDecl> kernels;
  std::vector<StructDecl> structs;
};

} // namespace rsgpu::mir

#endif
