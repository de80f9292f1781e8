// S11: a buffer lent as an AtomicArray has no plain reads or writes.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t,
                           rsgpu::AtomicArray<int, 16> a) const {
#ifndef RSGPU_CF_OK
    a[t.global_id() % 16] = 1;
#else
    a.at(t.global_id() % 16).store(1, rsgpu::Ordering::Relaxed);
#endif
  }
};
int main() {}
