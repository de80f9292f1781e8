use diff::*;
use kernel::own_enum_data_nested;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_enum_data_nested(k = buf(u32s(n, 2531)), x = buf(floats(n, 2532)),
                                       out = buf_mut(zeros(n))));
        }
    });
}
