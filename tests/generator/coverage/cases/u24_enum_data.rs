use diff::*;
use kernel::u24_enum_data;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_enum_data(kind = buf(u32s(n, 2424)), a = buf(floats(n, 2425)), b = buf(floats(n, 2426)),
                                  out = buf_mut(zeros(n))));
        }
    });
}
