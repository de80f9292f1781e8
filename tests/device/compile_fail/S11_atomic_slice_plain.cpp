// S11: a buffer lent for atomic access has no plain reads or writes.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::AtomicSlice<int> a) const {
#ifndef RSGPU_CF_OK
    a[t.global_id() % a.len()] = 1;
#else
    a.at(t.global_id() % a.len()).store(1, rsgpu::Ordering::Relaxed);
#endif
  }
};
int main() {}
