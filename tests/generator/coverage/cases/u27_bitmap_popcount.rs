use diff::*;
use kernel::u27_bitmap_popcount;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 300] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_bitmap_popcount(a = buf(from_fn(n, |i| hash(85, i))), b = buf(from_fn(n, |i| if i % 9 == 0 { !hash(85, i) } else { hash(86, i) })),
                                        inter = one(Atomic::<u64>::new(0)), union = one(Atomic::<u64>::new(0)), hi = buf_mut(zeros(n))));
        }
    });
}
