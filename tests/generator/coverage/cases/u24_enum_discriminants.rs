use diff::*;
use kernel::u24_enum_discriminants;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_enum_discriminants(a = buf(u32s(n, 2488)), b = buf(i32s(n, 2489, 2)), out = buf_mut(zeros(n))));
        }
    });
}
