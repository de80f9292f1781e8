//===- EmitTypes.cpp - IR types and constants as C++
//------------------------===//
#include "emit/FnEmitter.h"

#include "llvm/ADT/APInt.h"

#include <cctype>
#include <functional>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;

std::string FnEmitter::scalar(const ir::Type *t) {
  return t ? scalarType(t) : "void";
}

/// A member of a tuple or an Option: a value type, or a pointer for `&T`
/// (`(&a, &b)` of assert_eq!, `Option<&T>` of `slice.get`).
std::string FnEmitter::memberType(const ir::Type *t) {
  std::string s = valueType(t);
  if (!s.empty() || !t)
    return s;
  if (std::string v = sliceValueType(t); !v.empty())
    return v; // `Option<&[T]>` of chunks, `(&[T], &[T])` of split_at
  if ((t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) && t->elem &&
      t->elem->kind != ir::Type::Slice && t->elem->kind != ir::Type::Str) {
    std::string e = valueType(t->elem);
    if (!e.empty())
      return t->isMut ? e + " *" : "const " + e + " *";
    // `&&T` inside (`&&&f32`: a reference to a zipped pair's `&&f32`)
    if (t->elem->kind == ir::Type::Ref || t->elem->kind == ir::Type::Ptr)
      if (std::string pe = memberType(t->elem); !pe.empty())
        return t->isMut ? pe + " *" : pe + " const *";
  }
  // the payloads of `?`'s residuals and ControlFlow<B, ()>
  // (`Option<Infallible>`, `Result<Infallible, E>`; core_result.hpp)
  if (t->kind == ir::Type::Never)
    return "rsgpu::rust::Infallible";
  if (t->kind == ir::Type::Unit)
    return "rsgpu::rust::Unit";
  return "";
}

/// A scalar or a gpu_struct! (by value: the C++ struct of that name).
std::string FnEmitter::valueType(const ir::Type *t) {
  if (t && t->kind == ir::Type::Struct && m.findStruct(t->name))
    return m.findStruct(t->name)->coreFn.empty()
               ? t->name
               : coreFnType(*m.findStruct(t->name));
  // Result<T, E> / ControlFlow<B, C> (include/rsgpu/rust/core_result.hpp)
  if (t && t->isGeneralResult()) {
    std::string a = memberType(t->elems[0]), b = memberType(t->elems[1]);
    if (a.empty() || b.empty())
      return "";
    return t->name == "ControlFlow"
               ? "rsgpu::rust::ControlFlow<" + b + ", " + a + ">"
               : "rsgpu::rust::Result<" + a + ", " + b + ">";
  }
  if (t && t->kind == ir::Type::Result && !scalar(t->elem).empty())
    return (t->name.empty() ? "rsgpu::CompareExchange<"
                            : "rsgpu::rust::TryResult<") +
           scalar(t->elem) + ">";
  if (t && t->kind == ir::Type::Array && !valueType(t->elem).empty())
    return "rsgpu::rust::Array<" + valueType(t->elem) + ", " +
           std::to_string(t->len) + ">";
  // (A,), (A, B), (A, B, C), (A, B, C, D) of scalars and structs
  if (t && t->kind == ir::Type::Tuple && t->elems.size() >= 1 &&
      t->elems.size() <= 4) {
    std::string s = "rsgpu::rust::Tuple" + std::to_string(t->elems.size()) + "<";
    for (size_t i = 0; i < t->elems.size(); ++i) {
      std::string e = memberType(t->elems[i]);
      if (e.empty())
        return "";
      s += (i ? ", " : "") + e;
    }
    return s + ">";
  }
  if (t && (t->kind == ir::Type::Option || t->kind == ir::Type::Range)) {
    std::string e = t->kind == ir::Type::Option ? memberType(t->elem)
                                                : valueType(t->elem);
    // ControlFlow<(), ()> (an Option<()>): rsgpu::rust::Unit
    if (t->kind == ir::Type::Option && t->elem && t->elem->kind == ir::Type::Unit)
      e = "rsgpu::rust::Unit";
    if (!e.empty())
      return std::string(t->kind == ir::Type::Option ? "rsgpu::rust::Option<"
                                                     : "rsgpu::rust::Range<") +
             e + ">";
  }
  // core's iterators (include/rsgpu/rust/core_iter.hpp); `Range::step_by`
  // is Rust's specialisation, which counts the items up front
  if (t && t->kind == ir::Type::Iter) {
    std::string e = valueType(t->elem);
    if (e.empty())
      return "";
    if (t->name == "array::IntoIter")
      return "rsgpu::rust::ArrayIntoIter<" + e + ", " + std::to_string(t->len) +
             ">";
    if (t->name == "StepBy" && t->elem->kind == ir::Type::Range)
      return "rsgpu::rust::StepByRange<" + valueType(t->elem->elem) + ">";
    if (std::string c = coreIterType(t); !c.empty())
      return c;
    return "rsgpu::rust::" + t->name + "<" + e + ">";
  }
  return scalar(t);
}

/// `rsgpu::AtomicSlice<T, Scope>` for `&[Atomic<T, S>]` and `&Atomic<T, S>`
/// (a one-element borrow) parameters.
std::string FnEmitter::atomicView(const ir::Type *a) {
  std::string e = scalar(a->elem);
  if (e.empty())
    return "";
  return "rsgpu::AtomicSlice<" + e + ", " + scopeType(a->name) + ">";
}

std::string FnEmitter::type(const ir::Type *t, bool param) {
  std::string s = valueType(t);
  if (!s.empty())
    return s;
  // `&[Atomic<T>; N]`: rsgpu::AtomicArray<T, N, Scope>, the view of an
  // `rsgpu::atomic_array<N>(borrow)` (docs/device/views.md), whose launch
  // checks the borrow holds N elements.
  if (param && isAtomicArrayRef(t) && !t->isMut) {
    std::string e = scalar(t->elem->elem->elem);
    if (!e.empty())
      return "rsgpu::AtomicArray<" + e + ", " + std::to_string(t->elem->len) +
             ", " + scopeType(t->elem->elem->name) + ">";
  }
  if (param && isAtomicSliceRef(t) && !t->isMut) {
    std::string v = atomicView(t->elem->elem);
    if (!v.empty())
      return v;
  }
  if (param && isRefTo(t, ir::Type::Atomic) && !t->isMut) {
    std::string v = atomicView(t->elem);
    if (!v.empty())
      return v;
  }
  if (isSliceRef(t)) {
    std::string e = valueType(t->elem->elem);
    if (!e.empty() && param)
      return t->isMut ? "rsgpu::SliceMut<" + e + ">"
                      : "rsgpu::Slice<const " + e + ">";
  }
  if (!param)
    if (std::string v = sliceValueType(t); !v.empty())
      return v;
  if (t && t->kind == ir::Type::Ordering)
    return "rsgpu::Ordering";
  if (t && t->kind == ir::Type::SharedArray) {
    std::string e = valueType(t->elem);
    if (!e.empty())
      return "rsgpu::rust::SharedArray<" + e + ", " + std::to_string(t->len) +
             ">";
  }
  if (t && t->kind == ir::Type::Ref && t->elem && t->elem->kind == ir::Type::Str)
    return "const char *"; // a `&str` literal (a panic or expect message)
  // A reference to one element or local: a pointer (thread-private
  // locals, or an element the S5 pass proved this thread owns).
  // Device functions take `&T`/`&mut T` parameters the same way.
  if ((!param || !f.isKernel) && t &&
      (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr)) {
    std::string e = valueType(t->elem);
    if (!e.empty())
      return t->isMut ? e + " *" : "const " + e + " *";
    // `&&T` (a `filter`/`find` predicate's parameter: a reference to an
    // item `&T`), `*mut *const T` (O3's inlined slice iterators)
    if (t->elem && (t->elem->kind == ir::Type::Ref || t->elem->kind == ir::Type::Ptr))
      if (std::string pe = memberType(t->elem); !pe.empty())
        return t->isMut ? pe + " *" : pe + " const *";
  }
  // O3: `&mut (it.v: &[T])` of an inlined `ChunksExact::next`
  if (!param && t && t->kind == ir::Type::Ref && t->isMut && t->elem &&
      !t->elem->isMut)
    if (std::string v = sliceValueType(t->elem); !v.empty())
      return v + " *";
  // A pair of shared-array handles: `let (a, b) = (shared_array(),
  // shared_array())` at opt-level 0 (SharedPhases follows its fields).
  if (isSharedPair(t))
    return "rsgpu::rust::Tuple2<" + type(t->elems[0], false) + ", " +
           type(t->elems[1], false) + ">";
  unsupported(f.loc, "a value of type `" + (t ? t->str() : "?") + "`");
  return "int";
}

std::string FnEmitter::constant(const ir::Value &v) {
  const ir::Constant &c = v.constant;
  const ir::Type *t = v.type;
  switch (c.kind) {
  case ir::Constant::Bool:
    return c.bits ? "true" : "false";
  case ir::Constant::Char: // `'a'`: its scalar value (rustc prints the char)
    return "char32_t(" + std::to_string(c.bits) + "u)";
  case ir::Constant::Int: {
    if (!t || t->kind != ir::Type::Int)
      break;
    std::string n = std::to_string(c.bits);
    // u128/i128: its two halves (a magnitude past 64 bits is its digits,
    // Constant::text); negated in the unsigned type, as two's complement
    if (t->bits == 128) {
      llvm::APInt m(128, c.bits);
      if (!c.text.empty())
        m = llvm::APInt(128, c.text, 10);
      if (c.negative)
        m = -m;
      std::string u = "rsgpu::rust::u128";
      std::string hi = std::to_string(m.lshr(64).getZExtValue());
      std::string lo = std::to_string(m.trunc(64).getZExtValue());
      std::string e =
          m.lshr(64).isZero()
              ? u + "(" + lo + "ull)"
              : "(" + u + "(" + hi + "ull) << 64 | " + u + "(" + lo + "ull))";
      return t->isSigned ? scalar(t) + "(" + e + ")" : e;
    }
    if (t->isSigned && c.negative && t->bits == 64 && c.bits == (1ull << 63))
      return "std::numeric_limits<" + scalar(t) + ">::min()";
    if (t->isSigned && c.negative && c.bits == (1ull << (t->bits - 1)))
      n = "(-" + std::to_string(c.bits - 1) + " - 1)";
    else if (c.negative)
      n = "-" + n;
    if (t->bits == 64)
      return scalar(t) + "(" + n + (t->isSigned ? "ll" : "ull") + ")";
    if (t->bits == 32)
      return t->isSigned ? n : n + "u";
    return scalar(t) + "(" + n + ")";
  }
  case ir::Constant::Float: {
    std::string s = c.text;
    bool f32 = s.size() > 3 && s.compare(s.size() - 3, 3, "f32") == 0;
    if (s.size() > 3 && (f32 || s.compare(s.size() - 3, 3, "f64") == 0))
      s.resize(s.size() - 3);
    std::string ty = f32 ? "float" : "double";
    while (!s.empty() && s.back() == '_')
      s.pop_back(); // rustc prints `-Inf_f32`
    for (char &ch : s)
      ch = char(tolower((unsigned char)ch));
    if (s == "nan" || s == "-nan")
      s = "NaN";
    if (s == "inf" || s == "+inf")
      return "std::numeric_limits<" + ty + ">::infinity()";
    if (s == "-inf")
      return "-std::numeric_limits<" + ty + ">::infinity()";
    if (s == "NaN")
      return "std::numeric_limits<" + ty + ">::quiet_NaN()";
    if (s.find_first_of(".eE") == std::string::npos)
      s += ".0";
    return f32 ? s + "f" : s;
  }
  case ir::Constant::Unit:
    return "";
  case ir::Constant::Zst: // a closure without captures
    if (const ir::StructDef *c = t && t->kind == ir::Type::Struct
                                     ? m.findStruct(t->name)
                                     : nullptr;
        c && !c->coreFn.empty()) { // one core defines (O3)
      std::string ty = coreFnType(*c);
      return ty.empty() ? "" : ty + "::make(thread_)";
    }
    if (t && t->kind == ir::Type::Struct && m.findStruct(t->name))
      return t->name + "{}";
    // zero: another variant's field in an enum's literal (ir/DataEnums.cpp)
    if (t && (t->isScalar() || t->kind == ir::Type::Array))
      if (std::string v = valueType(t); !v.empty())
        return v + "{}";
    break;
  case ir::Constant::Str: // a `&str` argument (`Option::expect`'s message)
    return cString(c.text);
  case ir::Constant::Named: // `&LUT`: a static (emitStatics)
    if (t && t->kind == ir::Type::Ref)
      return "&rsgpu_static_" + c.text + "()";
    if (t && t->kind == ir::Type::Array) // a `const` array item, copied
      return "rsgpu_static_" + c.text + "()";
    break;
  case ir::Constant::ConstItem: // the const item's body (a device function)
    return baseName(c.text) + "(thread_)";
  case ir::Constant::Variant:
    if (t && t->kind == ir::Type::Ordering)
      return "rsgpu::Ordering::" + c.text;
    if (t && t->kind == ir::Type::Option && c.text == "None") // O3's `const None`
      return valueType(t) + "{}";
    break;
  default:
    break;
  }
  unsupported(f.loc, "the constant `" + c.text + "`");
  return "0";
}

std::string FnEmitter::fieldName(const ir::Type *st, unsigned i) {
  const ir::StructDef *d = m.findStruct(st->name);
  if (!d || i >= d->fields.size()) {
    unsupported(f.loc, "a field of `" + st->str() + "`");
    return "_" + std::to_string(i);
  }
  return d->fields[i].name;
}
