use diff::*;
use kernel::own_enum_data_result;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_enum_data_result(a = buf(floats(n, 2541)), b = buf(floats(n, 2542)), k = buf(u32s(n, 2543)),
                                         out = buf_mut(zeros(n)), acc = buf_mut(vec![0i32; n])));
        }
    });
}
