// S11: every atomic operation names its ordering, as in Rust.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D, rsgpu::AtomicSlice<int> a) const {
#ifndef RSGPU_CF_OK
    a.at(0).fetch_add(1);
#else
    a.at(0).fetch_add(1, rsgpu::Ordering::Relaxed);
#endif
  }
};
int main() {}
