//===- EmitSlices.cpp - `&[T]` values and core's iterators as C++ ---------===//
//
// A kernel's slice parameters are named by their views (aliases, EmitPlaces);
// every other `&[T]` is a value: rsgpu::rust::SliceRef<T> (pointer and
// length; a subslice `&x[a..b]`, a chunk, a local array unsized), or
// SliceMutRef<T> for `&mut [T]` of a thread's own local array (a `&mut`
// slice parameter handed to a call is RG0202: WriteUniqueness). Core's
// iterator types come from ir/CoreIters.def (include/rsgpu/rust/core_iter.hpp,
// core_slice.hpp).
//
//===----------------------------------------------------------------------===//
#include "emit/FnEmitter.h"

#include "ir/CoreIters.h"
#include "llvm/ADT/SmallVector.h"

using namespace rsgpu;
using namespace rsgpu::emit;

namespace {
using ir::IterShape;
struct IterRow {
  const char *name;
  IterShape shape;
  const char *cxx;
  const char *fields;
};
const IterRow iterRows[] = {
#define RSGPU_CORE_ITER(Name, Module, Shape, Cxx, Fields)                      \
  {Name, IterShape::Shape, Cxx, Fields},
#include "ir/CoreIters.def"
};
struct LayoutRow {
  const char *name, *fields;
};
const LayoutRow layoutRows[] = {
#define RSGPU_CORE_ITER_LAYOUT(Name, Fields) {Name, Fields},
#include "ir/CoreIters.def"
};
} // namespace

std::string FnEmitter::sliceValueType(const ir::Type *t) {
  if (!isSliceRef(t) || !t->elem->elem)
    return "";
  std::string e = valueType(t->elem->elem);
  if (e.empty())
    e = memberType(t->elem->elem);
  if (e.empty())
    return "";
  usesCore = true;
  return std::string(t->isMut ? "rsgpu::rust::SliceMutRef<"
                              : "rsgpu::rust::SliceRef<") +
         e + ">";
}

std::string FnEmitter::coreIterType(const ir::Type *t) {
  for (const IterRow &row : iterRows) {
    if (t->name != row.name)
      continue;
    usesCore = true;
    if (row.shape == IterShape::MapFn || row.shape == IterShape::MapFnReadOnly) {
      std::string i = t->elems.size() == 2 ? valueType(t->elems[0]) : "";
      std::string c = t->elems.size() == 2 ? boundClosure(t->elems[1]) : "";
      if (i.empty() || c.empty())
        return "";
      return std::string(row.cxx) + "<" + i + ", " + c + ">";
    }
    // Scan<I, St, F>: the inner iterator, the state, the bound closure
    if (row.shape == IterShape::StateFnReadOnly) {
      if (t->elems.size() != 3)
        return "";
      std::string i = valueType(t->elems[0]), s = valueType(t->elems[1]);
      std::string c = boundClosure(t->elems[2]);
      if (i.empty() || s.empty() || c.empty())
        return "";
      return std::string(row.cxx) + "<" + i + ", " + s + ", " + c + ">";
    }
    if (row.shape == IterShape::Pair || row.shape == IterShape::PairReadOnly) {
      if (t->elems.size() != 2)
        return "";
      std::string a = valueType(t->elems[0]), b = valueType(t->elems[1]);
      if (a.empty() || b.empty())
        return "";
      return std::string(row.cxx) + "<" + a + ", " + b + ">";
    }
    std::string e = valueType(t->elem);
    if (e.empty())
      return "";
    return std::string(row.cxx) + "<" + e + ">";
  }
  return "";
}

bool FnEmitter::isSliceValue(unsigned local) const {
  return local < f.locals.size() && isSliceRef(f.locals[local].type) &&
         !alias.count(local);
}

bool FnEmitter::sliceInst(const ir::Inst &in, std::string &rhs) {
  auto derefOf = [&](const ir::Place &p) {
    return p.projs.size() == 1 && p.projs[0].kind == ir::Projection::Deref;
  };
  // A slice value assigned a kernel parameter's view (`s = z` where `s` is
  // assigned on several paths, findAliases): its pointer and length.
  auto fromParam = [&](const ir::Place &p) -> bool {
    if (!alias.count(p.local) || !isSliceRef(f.locals[p.local].type))
      return false;
    const ir::Type *dt = f.locals[in.dest->local].type;
    const ir::Type *st = f.locals[alias[p.local]].type;
    if (dt->isMut || st->isMut || isAtomicSliceRef(st)) {
      unsupported(in.loc, "a `&mut [T]` or `&[Atomic<T>]` parameter held in "
                          "a local assigned on several paths");
      rhs = "{}";
      return true;
    }
    read.insert(alias[p.local]);
    rhs = "rsgpu::rust::as_slice(" + names[alias[p.local]] + ")";
    return true;
  };
  if (in.dest && in.dest->isLocal() && isSliceValue(in.dest->local)) {
    if (in.op == ir::Opcode::Copy && in.args.size() == 1 &&
        in.args[0].kind != ir::Value::Const && in.args[0].place.isLocal() &&
        fromParam(in.args[0].place))
      return true;
    if ((in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
         in.op == ir::Opcode::AddrOf || in.op == ir::Opcode::AddrOfMut) &&
        derefOf(in.src) && fromParam(in.src))
      return true;
  }
  switch (in.op) {
  case ir::Opcode::Len: {
    const ir::Place &p = in.args.empty() ? in.src : in.args[0].place;
    if ((!in.args.empty() && in.args[0].kind == ir::Value::Const) ||
        !(p.isLocal() || derefOf(p)) || !isSliceValue(p.local))
      return false;
    read.insert(p.local);
    rhs = names[p.local] + ".len";
    return true;
  }
  case ir::Opcode::Ref:
  case ir::Opcode::RefMut:
  case ir::Opcode::AddrOf:
  case ir::Opcode::AddrOfMut: {
    if (!in.dest || !in.dest->isLocal() || !isSliceValue(in.dest->local))
      return false;
    const ir::Place &s = in.src;
    // `&*x`, `&mut *x`: a reborrow of a slice value
    if (derefOf(s) && isSliceValue(s.local)) {
      read.insert(s.local);
      rhs = names[s.local];
      const ir::Type *from = f.locals[s.local].type;
      if (from && from->isMut && !f.locals[in.dest->local].type->isMut)
        rhs = "rsgpu::rust::as_slice(" + rhs + ")"; // `&*part` of a `&mut`
      return true;
    }
    // `&(*x)[from:-to]` (a slice pattern's `rest @ ..`)
    if (s.projs.size() == 2 && s.projs[0].kind == ir::Projection::Deref &&
        s.projs[1].kind == ir::Projection::Subslice && s.projs[1].fromEnd &&
        (isSliceValue(s.local) || alias.count(s.local)) &&
        !f.locals[in.dest->local].type->isMut) {
      unsigned src = alias.count(s.local) ? alias[s.local] : s.local;
      read.insert(src);
      rhs = "rsgpu::rust::subslice_pat(" + names[src] + ", " +
            std::to_string(s.projs[1].offset) + "u, " +
            std::to_string(s.projs[1].end) + "u)";
      return true;
    }
    return false;
  }
  case ir::Opcode::Unsize: {
    // `&a as &[T]` of an `&[T; N]` (a local or const array)
    if (!in.dest || !in.dest->isLocal() || !isSliceValue(in.dest->local) ||
        in.args.size() != 1)
      return false;
    const ir::Type *st = in.args[0].type;
    if (!st || !(st->kind == ir::Type::Ref || st->kind == ir::Type::Ptr) ||
        !st->elem || st->elem->kind != ir::Type::Array)
      return false;
    bool mut = f.locals[in.dest->local].type->isMut;
    rhs = std::string(mut ? "rsgpu::rust::as_slice_mut(" : "rsgpu::rust::as_slice(") +
          value(in.args[0], in.loc) + ")";
    return true;
  }
  case ir::Opcode::PtrOffset: // `Offset(p, n)` of a raw element pointer
    if (in.args.size() != 2 || !in.dest || !in.type ||
        in.type->kind != ir::Type::Ptr)
      return false;
    rhs = value(in.args[0], in.loc) + " + " + value(in.args[1], in.loc);
    return true;
  case ir::Opcode::PtrFromParts: { // `*const [T] from (p, n)`
    if (in.args.size() != 2 || !in.dest || !in.dest->isLocal() ||
        !isSliceValue(in.dest->local))
      return false;
    std::string t = sliceValueType(f.locals[in.dest->local].type);
    rhs = t + "{(decltype(" + t + "{}.ptr))" + value(in.args[0], in.loc) +
          ", " + value(in.args[1], in.loc) + "}";
    return true;
  }
  case ir::Opcode::PtrCast:
  case ir::Opcode::Bitcast: {
    // rustc's O3 slice iterators: `*const [T]` / NonNull<[T]> / `*mut [T]`
    // among themselves and to their element pointer; element pointers
    // among themselves (const and mut alike: no write goes through one,
    // WriteUniqueness rejects raw pointers into a `&mut` parameter).
    if (in.args.size() != 1 || !in.dest || !in.dest->isLocal() ||
        in.args[0].kind == ir::Value::Const)
      return false;
    const ir::Type *from = in.args[0].type, *to = f.locals[in.dest->local].type;
    auto isPtr = [](const ir::Type *t) {
      return t && (t->kind == ir::Type::Ptr || t->kind == ir::Type::Ref);
    };
    if (!isPtr(from) || !isPtr(to))
      return false;
    std::string a = value(in.args[0], in.loc);
    bool fromSlice = from->elem && from->elem->kind == ir::Type::Slice;
    bool toSlice = to->elem && to->elem->kind == ir::Type::Slice;
    if (fromSlice && toSlice && isSliceValue(in.dest->local)) {
      rhs = "rsgpu::rust::slice_cast<" + sliceValueType(to) + ">(" + a + ")";
      return true;
    }
    std::string tt = type(to, false);
    if (fromSlice && !toSlice) {
      // `*mut [T]` (of a part S5 proved, or of a thread's own array)
      rhs = "(" + tt + ")rsgpu::rust::" +
            (from->isMut ? "as_slice_mut(" : "as_slice(") + a + ").ptr";
      return true;
    }
    if (!fromSlice && !toSlice) {
      rhs = "(" + tt + ")(" + a + ")";
      return true;
    }
    return false;
  }
  default:
    return false;
  }
}

std::string FnEmitter::boundClosure(const ir::Type *t) {
  const ir::StructDef *c =
      t && t->kind == ir::Type::Struct ? m.findStruct(t->name) : nullptr;
  if (!c || !c->closure || c->body.empty())
    return "";
  return "rsgpu::rust::Bound<" + c->name + ", &" + baseName(c->body) + ">";
}

std::string FnEmitter::coreFnType(const ir::StructDef &c) {
  if (c.parts.empty())
    return c.coreFn;
  std::string s = c.coreFn + "<";
  for (size_t i = 0; i < c.parts.size(); ++i) {
    const ir::StructDef *p = m.findStruct(c.parts[i]);
    std::string t;
    if (p && !p->coreFn.empty())
      t = coreFnType(*p);
    else if (p && p->closure && !p->body.empty())
      t = "rsgpu::rust::Bound<" + p->name + ", &" + baseName(p->body) + ">";
    if (t.empty())
      return "";
    s += (i ? ", " : "") + t;
  }
  return s + ">";
}

void FnEmitter::closureArgs(const ir::Inst &in, std::vector<std::string> &args) {
  for (size_t i = 0; i < in.args.size() && i < args.size(); ++i)
    if (std::string b = boundClosure(in.args[i].type); !b.empty())
      args[i] = b + "{thread_, " + args[i] + "}";
}

std::string FnEmitter::coreIterField(const ir::Type *t, unsigned i) {
  auto field = [&](llvm::StringRef fields) {
    llvm::SmallVector<llvm::StringRef, 4> fs;
    fields.split(fs, ',', -1, false);
    return i < fs.size() ? fs[i].str() : "";
  };
  for (const IterRow &row : iterRows)
    if (t->name == row.name)
      return field(row.fields);
  for (const LayoutRow &row : layoutRows) // O3 core internals
    if (t->name == row.name)
      return field(row.fields);
  return "";
}

bool FnEmitter::sliceCallProof(const ir::Inst &in) {
  if (in.call != ir::Call::CoreSliceGetMut)
    return true;
  std::string why = proof(in); // "  // S5: ..."
  if (why.empty())
    return false;
  *out << ind() << why.substr(2) << "\n";
  return true;
}
