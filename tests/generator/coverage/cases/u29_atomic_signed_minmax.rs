use diff::*;
use kernel::u29_atomic_signed_minmax;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, cap, block) in [(1usize, 100i32, 32usize), (500, 40000, 64), (3000, i32::MAX, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_atomic_signed_minmax(x = buf(i32s(n, 2979, 1 << 30)), cap = val(cap),
                                             stats = buf(vec![Atomic::<i32>::new(i32::MIN), Atomic::<i32>::new(i32::MAX),
                                                              Atomic::<i32>::new(0), Atomic::<i32>::new(-1), Atomic::<i32>::new(0)])));
        }
    });
}
