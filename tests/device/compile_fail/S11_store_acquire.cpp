// S11: an atomic ordering Rust panics on is a compile error naming the
// operation and the ordering.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D, rsgpu::AtomicSlice<int> a) const {
#ifndef RSGPU_CF_OK
    a.at(0).store(1, rsgpu::Ordering::Acquire);
#else
    a.at(0).store(1, rsgpu::Ordering::Release);
#endif
  }
};
rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &b) {
  return rsgpu::launch(s, rsgpu::LaunchConfig{}, K{},
                       rsgpu::atomic(b.borrow_mut()));
}
int main() {}
