use diff::*;
use kernel::u29_radix_digit_hist;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block, shift) in [(1usize, 32usize, 0u32), (300, 64, 4), (2000, 256, 28)] {
            let g = n.div_ceil(block);
            launch!(d, blocks(g, block),
                    u29_radix_digit_hist(keys = buf(u32s(n, 2915)), shift = val(shift),
                                         hist = buf(from_fn(g * 16, |_| Atomic::<u32>::new(0)))));
        }
    });
}
