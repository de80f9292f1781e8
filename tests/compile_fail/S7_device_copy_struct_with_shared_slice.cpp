// S7: a struct holding a shared-memory handle cannot be
// marked RSGPU_DEVICE_COPY: a later kernel would read a dead block's shared
// memory.
#include <rsgpu/rsgpu.hpp>

struct Escape {
#ifndef RSGPU_CF_OK
  rsgpu::SharedSlice<float, 32> s;
#else
  float s[32];
#endif
};
RSGPU_DEVICE_COPY(Escape);

int main() {}
