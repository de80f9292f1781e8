#pragma once
#include <string>

namespace rsgpu::detail {
/// Replace the first two "{}" of `fmt` with a and b (Rust-style panic messages).
inline std::string format_panic(const char *fmt, unsigned long long a,
                                unsigned long long b) {
  std::string out;
  const unsigned long long args[2] = {a, b};
  int used = 0;
  for (const char *p = fmt; *p; ++p) {
    if (p[0] == '{' && p[1] == '}' && used < 2) {
      out += std::to_string(args[used++]);
      ++p;
    } else {
      out += *p;
    }
  }
  return out;
}
} // namespace rsgpu::detail
