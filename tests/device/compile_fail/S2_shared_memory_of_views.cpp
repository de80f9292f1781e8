// S2: shared memory cannot hold views either: like device
// memory it holds data, and a view is a launch argument bound to its borrow.
// The same trait closes it (detail::check_no_view), not a special case.
#include <rsgpu/rsgpu.hpp>

struct Stash {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
#ifndef RSGPU_CF_OK
    auto s = rsgpu::shared<rsgpu::SliceMut<float>, 32>(b, [] {});
#else
    auto s = rsgpu::shared<float, 32>(b, [] {});
#endif
    (void)s, (void)y;
  }
};

int main() {}
