#pragma once
#include "config.hpp"

namespace rsgpu {
/// Three unsigned extents or coordinates, like CUDA's dim3 (x varies fastest).
///   rsgpu::Dim3 grid{64}, block{16, 16};
struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
  RSGPU_FN constexpr unsigned long long volume() const {
    return 1ull * x * y * z;
  }
  /// Row-major linear index of coordinate `c` within extents `*this`.
  RSGPU_FN constexpr unsigned long long linear(Dim3 c) const {
    return (1ull * c.z * y + c.y) * x + c.x;
  }
  friend RSGPU_FN constexpr bool operator==(Dim3 a, Dim3 b) {
    return a.x == b.x && a.y == b.y && a.z == b.z;
  }
  friend RSGPU_FN constexpr bool operator!=(Dim3 a, Dim3 b) { return !(a == b); }
};
} // namespace rsgpu
