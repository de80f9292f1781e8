#pragma once
#include <string>
#include <string_view>

namespace rsgpu::detail {
/// The spelling of T, for diagnostics (kernel names in emulator errors).
template <class T> std::string type_name() {
#if defined(__clang__) || defined(__GNUC__)
  std::string_view p = __PRETTY_FUNCTION__;
  auto b = p.find("T = ");
  if (b == std::string_view::npos) return std::string(p);
  b += 4;
  auto e = p.find_first_of(";]", b);
  return std::string(p.substr(b, e - b));
#else
  return "kernel";
#endif
}
} // namespace rsgpu::detail
