#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    auto b = t.block();
    using R = rsgpu::BlockReduce<float, 64>;
    auto [x, used] = R::sum(b, R::storage(b, [] {}), 1.0f);
#ifdef RSGPU_CF_OK
    auto [y, used2] = R::sum(b, b.sync(std::move(used)), 2.0f);
#else
    auto [y, used2] = R::sum(b, std::move(used), 2.0f); // no barrier in between
#endif
    (void)x;
    (void)y;
    (void)used2;
  }
};
void f(rsgpu::Stream &s) { (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}); }
