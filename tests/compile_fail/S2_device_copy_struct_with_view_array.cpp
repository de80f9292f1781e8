// S2: the check reaches views inside arrays and nested
// structs: copy assignment is lost all the way up.
#include <array>
#include <rsgpu/rsgpu.hpp>

struct Inner {
#ifndef RSGPU_CF_OK
  std::array<rsgpu::Slice<const int>, 2> views;
#else
  std::array<int, 2> views;
#endif
};
struct Outer {
  Inner inner[3];
  int n;
};
RSGPU_DEVICE_COPY(Outer);

int main() { return rsgpu::is_device_copy_v<Outer> ? 0 : 1; }
