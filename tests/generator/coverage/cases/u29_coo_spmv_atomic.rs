use diff::*;
use kernel::u29_coo_spmv_atomic;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (nnz, n, block) in [(1usize, 1usize, 32usize), (100, 20, 32), (1500, 64, 128)] {
            launch!(d, threads(nnz.div_ceil(block), block),
                    u29_coo_spmv_atomic(rows = buf(from_fn(nnz, |i| (hash(2925, i) % (n as u64 + 2)) as u32)),
                                        cols = buf(from_fn(nnz, |i| (hash(2926, i) % (n as u64 + 2)) as u32)),
                                        vals = buf(i32s(nnz, 2927, 4096)), x = buf(i32s(n, 2928, 4096)),
                                        y = buf(from_fn(n, |_| Atomic::<i32>::new(0)))));
        }
    });
}
