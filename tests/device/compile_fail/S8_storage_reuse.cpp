// S8: a collective's temporary storage is reusable only after a barrier
// (CUB's rule), which hands it back.
#include <rsgpu/collectives.hpp>
#include <utility>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y) const {
    using Reduce = rsgpu::BlockReduce<int, 128>;
    auto b = t.block();
    auto [sum, used] = Reduce::sum(b, Reduce::storage(b, [] {}), 1);
#ifndef RSGPU_CF_OK
    auto [max, used2] = Reduce::reduce(b, std::move(used), 2, rsgpu::Max{});
#else
    auto [max, used2] = Reduce::reduce(b, b.sync(std::move(used)), 2, rsgpu::Max{});
#endif
    (void)used2;
    if (auto e = rsgpu::per_block(y, b)) *e = *sum + *max;
  }
};
int main() {}
