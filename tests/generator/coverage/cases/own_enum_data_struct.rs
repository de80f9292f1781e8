use diff::*;
use kernel::own_enum_data_struct;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_enum_data_struct(code = buf(u32s(n, 2511)), a = buf(floats(n, 2512)), b = buf(floats(n, 2513)),
                                       out = buf_mut(zeros(n))));
        }
    });
}
