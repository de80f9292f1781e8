// S11: an atomic ordering Rust panics on is a compile error naming the
// operation and the ordering.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D, rsgpu::AtomicSlice<int> a) const {
#ifndef RSGPU_CF_OK
    (void)a.at(0).compare_exchange(0, 1, rsgpu::Ordering::AcqRel,
                                   rsgpu::Ordering::AcqRel);
#else
    // A failure ordering stronger than the success one: fine since Rust 1.64.
    (void)a.at(0).compare_exchange(0, 1, rsgpu::Ordering::Relaxed,
                                   rsgpu::Ordering::SeqCst);
#endif
  }
};
rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &b) {
  return rsgpu::launch(s, rsgpu::LaunchConfig{}, K{},
                       rsgpu::atomic(b.borrow_mut()));
}
int main() {}
