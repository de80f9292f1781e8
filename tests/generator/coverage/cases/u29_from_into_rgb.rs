use diff::*;
use kernel::u29_from_into_rgb;

fn main() {
    diff::main(|d| {
        for (n, num, block) in [(1usize, 8u16, 32usize), (100, 13, 32), (777, 5, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_from_into_rgb(px = buf(u32s(n, 2939)), num = val(num), out = buf_mut(zeros(n))));
        }
    });
}
