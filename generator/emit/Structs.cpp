//===- Structs.cpp - `gpu_struct!` -> C++ structs -------------------------===//
//
// Each `#[repr(C)]` struct of the crate becomes a C++ aggregate with the same
// fields in the same order. The C++ layout rules match repr(C) for the field
// types the front end admits (scalars and other such structs), and a
// static_assert per struct pins size and alignment to what the front end
// computed, so a mismatch is a compile error, not a silent layout change.
//
//===----------------------------------------------------------------------===//
#include "emit/Emitter.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <set>

using namespace rsgpu;

std::string rsgpu::emit::scalarType(const ir::Type *t) {
  switch (t->kind) {
  case ir::Type::Bool:
    return "bool";
  case ir::Type::Int:
    if (t->isSize)
      return t->isSigned ? "std::ptrdiff_t" : "std::size_t";
    if (t->bits == 8 || t->bits == 16 || t->bits == 32 || t->bits == 64)
      return std::string(t->isSigned ? "std::int" : "std::uint") +
             std::to_string(t->bits) + "_t";
    // `u128`/`i128`: `__int128` (include/rsgpu/rust/ops.hpp); the emitter
    // writes only the operations FnEmitter::inst lists for them
    if (t->bits == 128)
      return t->isSigned ? "rsgpu::rust::i128" : "rsgpu::rust::u128";
    return "";
  case ir::Type::Float:
    return t->bits == 32 ? "float" : t->bits == 64 ? "double" : "";
  case ir::Type::Char: // a Unicode scalar value: 4 bytes, as Rust's `char`
    return "char32_t";
  default:
    return "";
  }
}

namespace {
std::string fieldType(const ir::Type *t) {
  if (t->kind == ir::Type::Array && t->elem) { // `[f32; 3]`: same layout
    std::string e = fieldType(t->elem);
    return e.empty() ? "" : "rsgpu::rust::Array<" + e + ", " +
                                std::to_string(t->len) + ">";
  }
  if (t->kind == ir::Type::Ref && t->elem &&
      t->elem->kind == ir::Type::Slice && t->elem->elem) {
    // a closure's capture of a slice value (the thread's own part or
    // array; a kernel's `&mut` parameter captured is RG0202): its value
    std::string e = fieldType(t->elem->elem);
    return e.empty() ? ""
                     : (t->isMut ? "rsgpu::rust::SliceMutRef<" + e + ">"
                                 : "rsgpu::rust::SliceRef<" + e + ">");
  }
  if ((t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) && t->elem &&
      t->elem->kind != ir::Type::Slice) { // a closure's capture by reference
    std::string e = fieldType(t->elem);
    return e.empty() ? "" : (t->isMut ? e + " *" : "const " + e + " *");
  }
  // a 128-bit field or static element: its layout and constants (64-bit
  // here) are not emitted yet
  if (t->kind == ir::Type::Int && t->bits > 64)
    return "";
  return t->kind == ir::Type::Struct ? t->name : emit::scalarType(t);
}
} // namespace

bool rsgpu::emit::emitStructs(const ir::Module &m, DiagEngine &diags,
                              llvm::raw_ostream &os) {
  bool ok = true;
  // Structs a field uses come first (Rust allows any order).
  std::vector<const ir::StructDef *> order;
  std::set<std::string> seen;
  std::function<void(const ir::StructDef &)> visit =
      [&](const ir::StructDef &s) {
        if (!seen.insert(s.name).second)
          return;
        for (const ir::Field &fd : s.fields)
          if (fd.type->kind == ir::Type::Struct)
            if (const ir::StructDef *d = m.findStruct(fd.type->name))
              visit(*d);
        order.push_back(&s);
      };
  for (const ir::StructDef &s : m.structs)
    if (s.coreFn.empty()) // core's closures: rsgpu/rust/core_fold.hpp
      visit(s);
  for (const ir::StructDef *sp : order) {
    const ir::StructDef &s = *sp;
    std::string body;
    for (const ir::Field &fd : s.fields) {
      bool ref = fd.type->kind == ir::Type::Ref || fd.type->kind == ir::Type::Ptr;
      std::string t = !ref || s.closure ? fieldType(fd.type) : "";
      if (t.empty()) {
        diags.error(s.loc, "RG0301",
                    "cannot emit the field `" + s.name + "::" + fd.name +
                        "` of type `" + fd.type->str() + "` yet",
                    {"struct fields are scalars, arrays of them or other "
                     "gpu_struct! types (docs/generator/emit.md)"});
        ok = false;
        break;
      }
      body += "  " + t + " " + fd.name + ";\n";
    }
    if (s.closure) { // captures: thread-private, never a launch argument
      os << "/// A Rust closure's captures (" << s.name << ").\n"
         << "struct " << s.name << " {\n" << body << "};\n\n";
      continue;
    }
    if (s.isEnum()) { // ir/DataEnums.cpp: a struct of per-variant payloads
      os << "/// Rust `enum " << s.name
         << "` (variants with data: thread-private):\n"
         << "/// `tag` is the discriminant, then each variant's fields:";
      for (const ir::StructDef::Variant &v : s.variants)
        os << " " << v.name << " = " << int64_t(v.discr) << ";";
      os << "\n"
         << "struct " << s.name << " {\n"
         << body << "};\n\n";
      continue;
    }
    if (s.plain) { // Rust's layout: thread-private, never a launch argument
      os << "/// Rust `struct " << s.name << "` (no gpu_struct!: thread-private).\n"
         << "struct " << s.name << " {\n" << body << "};\n\n";
      continue;
    }
    os << "/// Rust `#[repr(C)] struct " << s.name << "` (gpu_struct!).\n"
       << "struct " << s.name << " {\n"
       << body << "};\n"
       << "static_assert(sizeof(" << s.name << ") == " << s.size
       << " && alignof(" << s.name << ") == " << s.align << ", \"`" << s.name
       << "`: the C++ layout differs from Rust's repr(C)\");\n"
       // Plain data of scalars (Rust `Copy`): may cross the launch boundary.
       << "RSGPU_DEVICE_COPY(" << s.name << ");\n\n";
  }
  return ok;
}

// ---- statics ---------------------------------------------------------------
// A Rust `static` a kernel reads becomes read-only data: `__constant__` on
// the GPU (nvcc's device pass) and a constexpr twin on the host (the
// emulator, and nvcc's host pass, where device data cannot be read), behind
// one accessor `rsgpu_static_NAME()` the kernels call.
namespace {
std::string staticValue(const ir::Type *t, uint64_t v) {
  if (t->kind == ir::Type::Bool)
    return v ? "true" : "false";
  if (t->kind == ir::Type::Float) {
    double d;
    if (t->bits == 32) {
      uint32_t u = uint32_t(v);
      float f;
      std::memcpy(&f, &u, 4);
      d = f;
    } else {
      std::memcpy(&d, &v, 8);
    }
    std::string ty = t->bits == 32 ? "float" : "double";
    // A NaN keeps its sign and payload (`-f32::NAN`, `from_bits(0x7f80_0001)`:
    // the static's bytes are exact): a bit cast, a constant expression to
    // GCC, Clang, nvcc and NVRTC alike.
    if (std::isnan(d)) {
      char buf[64];
      if (t->bits == 32)
        std::snprintf(buf, sizeof buf, "__builtin_bit_cast(float, 0x%08xu)",
                      unsigned(uint32_t(v)));
      else
        std::snprintf(buf, sizeof buf,
                      "__builtin_bit_cast(double, 0x%016llxull)",
                      (unsigned long long)v);
      return buf;
    }
    if (std::isinf(d))
      return std::string(d < 0 ? "-" : "") + "std::numeric_limits<" + ty +
             ">::infinity()";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%a", d); // exact: a hex float literal
    return std::string(buf) + (t->bits == 32 ? "f" : "");
  }
  unsigned bits = t->bits;
  if (t->isSigned && bits < 64 && (v >> (bits - 1)) & 1)
    v |= ~uint64_t(0) << bits; // sign-extend
  if (t->isSigned && int64_t(v) == INT64_MIN)
    return "std::numeric_limits<std::int64_t>::min()";
  if (t->isSigned && int64_t(v) < 0)
    return fieldType(t) + "(" + std::to_string(int64_t(v)) + "ll)";
  return fieldType(t) + "(" + std::to_string(v) + "ull)";
}
} // namespace

bool rsgpu::emit::emitStatics(const ir::Module &m, llvm::raw_ostream &os) {
  for (const ir::StaticDef &s : m.statics) {
    std::string e = fieldType(s.elem);
    bool array = s.type->kind == ir::Type::Array;
    std::string ty = array ? "rsgpu::rust::Array<" + e + ", " +
                                 std::to_string(s.values.size()) + ">"
                           : e;
    std::string init;
    for (size_t i = 0; i < s.values.size(); ++i)
      init += (i ? ", " : "") + staticValue(s.elem, s.values[i]);
    init = array ? "{{" + init + "}}" : "{" + init + "}";
    std::string n = "rsgpu_static_" + s.name;
    os << "/// Rust `" << (s.isConst ? "const " : "static ") << s.name << ": "
       << s.type->str() << "`.\n"
       << "#if defined(__CUDACC__)\n"
       << "__constant__ const " << ty << " " << n << "_device_" << init
       << ";\n#endif\n"
       << "inline constexpr " << ty << " " << n << "_host_" << init << ";\n"
       << "RSGPU_FN const " << ty << " &" << n << "() {\n"
       << "#if defined(__CUDA_ARCH__)\n  return " << n << "_device_;\n"
       << "#else\n  return " << n << "_host_;\n#endif\n}\n\n";
  }
  return true;
}
