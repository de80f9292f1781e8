use diff::*;
use kernel::own_enum_data_generic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_enum_data_generic(x = buf(floats(n, 2521)), k = buf(u32s(n, 2522)),
                                       out = buf_mut(zeros(n)), cnt = buf_mut(vec![0u32; n])));
        }
    });
}
