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

#include <functional>
#include <set>

using namespace rsgpu;

namespace {
std::string fieldType(const ir::Type *t) {
  switch (t->kind) {
  case ir::Type::Bool:
    return "bool";
  case ir::Type::Int:
    if (t->isSize)
      return t->isSigned ? "std::ptrdiff_t" : "std::size_t";
    if (t->bits == 8 || t->bits == 16 || t->bits == 32 || t->bits == 64)
      return std::string(t->isSigned ? "std::int" : "std::uint") +
             std::to_string(t->bits) + "_t";
    return "";
  case ir::Type::Float:
    return t->bits == 32 ? "float" : t->bits == 64 ? "double" : "";
  case ir::Type::Struct:
    return t->name;
  default:
    return "";
  }
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
    visit(s);
  for (const ir::StructDef *sp : order) {
    const ir::StructDef &s = *sp;
    std::string body;
    for (const ir::Field &fd : s.fields) {
      std::string t = fieldType(fd.type);
      if (t.empty()) {
        diags.error(s.loc, "RG0301",
                    "cannot emit the field `" + s.name + "::" + fd.name +
                        "` of type `" + fd.type->str() + "` yet",
                    {"struct fields are scalars or other gpu_struct! types "
                     "(docs/generator/emit.md)"});
        ok = false;
        break;
      }
      body += "  " + t + " " + fd.name + ";\n";
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
