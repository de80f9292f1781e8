use diff::*;
use kernel::u29_enum_stack_vm;

fn main() {
    diff::main(|d| {
        for (n, plen, block) in [(1usize, 0usize, 32usize), (40, 9, 32), (300, 24, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_enum_stack_vm(prog = buf(u32s(plen, 2935)), x = buf(floats(n, 2936)), out = buf_mut(zeros(n)),
                                      arith = buf_mut(zeros(n))));
        }
    });
}
